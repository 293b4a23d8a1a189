import { Button, Column, Row, Section, Text } from '@react-email/components';
import { formatNaira } from '../../../contract/rules/currency';
import type { MailOrder } from '../mail-order';
import { colors, muted, text } from './mail-layout';
import { lineAmount } from '../../../contract/rules/money';

/** The order's lines, shipping and total, as on the shop's screens. */
export function OrderLines({ order }: { order: MailOrder }) {
  return (
    <Section style={{ margin: '8px 0 16px' }}>
      {order.lines.map((line, i) => (
        <Row key={i} style={{ borderBottom: `1px solid ${colors.line}` }}>
          <Column style={{ padding: '8px 0' }}>
            <Text style={{ ...text, margin: 0 }}>{line.name}</Text>
            <Text style={{ ...muted, margin: 0 }}>
              {line.quantity} × {formatNaira(line.unitPrice)}
            </Text>
          </Column>
          <Column align="right" style={{ padding: '8px 0', width: '120px' }}>
            <Text style={{ ...text, margin: 0 }}>
              {formatNaira(lineAmount(line.unitPrice, line.quantity))}
            </Text>
          </Column>
        </Row>
      ))}
      <Row>
        <Column style={{ paddingTop: '8px' }}>
          <Text style={{ ...muted, margin: 0 }}>Shipping</Text>
        </Column>
        <Column align="right" style={{ paddingTop: '8px' }}>
          <Text style={{ ...muted, margin: 0 }}>{formatNaira(order.shippingFee)}</Text>
        </Column>
      </Row>
      <Row>
        <Column>
          <Text style={{ ...text, fontWeight: 700, margin: 0 }}>Total</Text>
        </Column>
        <Column align="right">
          <Text style={{ ...text, fontWeight: 700, margin: 0 }}>{formatNaira(order.total)}</Text>
        </Column>
      </Row>
    </Section>
  );
}

/** Where and to whom the order goes. */
export function DeliveryDetailsBlock({ order }: { order: MailOrder }) {
  const d = order.delivery;
  if (!d) return null;
  const place = [d.address, d.city, d.region].filter(Boolean).join(', ');
  return (
    <Section>
      <Text style={{ ...text, fontWeight: 700, margin: '0 0 4px' }}>Delivery</Text>
      {d.fullName ? <Text style={{ ...text, margin: 0 }}>{d.fullName}</Text> : null}
      {d.phone ? <Text style={{ ...text, margin: 0 }}>{d.phone}</Text> : null}
      {place ? <Text style={{ ...text, margin: 0 }}>{place}</Text> : null}
      {order.destination ? (
        <Text style={{ ...muted, margin: '4px 0 0' }}>{order.destination}</Text>
      ) : d.deliveryMethod ? (
        <Text style={{ ...muted, margin: '4px 0 0' }}>Method: {d.deliveryMethod}</Text>
      ) : null}
      {order.estimated ? (
        <Text style={{ ...muted, margin: 0 }}>Estimated: {order.estimated}</Text>
      ) : null}
    </Section>
  );
}

export function ActionButton({ href, children }: { href: string; children: string }) {
  return (
    <Button
      href={href}
      style={{
        backgroundColor: colors.accent,
        color: '#ffffff',
        borderRadius: '6px',
        padding: '12px 20px',
        fontSize: '15px',
        fontWeight: 600,
        margin: '8px 0 16px',
      }}
    >
      {children}
    </Button>
  );
}
