import { Link, Text } from '@react-email/components';
import { MailLayout, muted, text } from './mail-layout';
import { ActionButton } from './order-parts';

/** To a shopper who asked to hear when a sold-out product is back ("Notify me when it's back"). */
export function BackInStockMail(props: { name: string; productName: string; productUrl: string }) {
  return (
    <MailLayout preview={`${props.productName} is back in stock`} title="Back in stock">
      <Text style={text}>Hello {props.name},</Text>
      <Text style={text}>
        Good news: {props.productName} is back in stock at FragranceHub. Stock can go quickly, so
        have a look while it lasts.
      </Text>
      <ActionButton href={props.productUrl}>{`See ${props.productName}`}</ActionButton>
      <Text style={muted}>
        If the button does not work, open this address:{' '}
        <Link href={props.productUrl}>{props.productUrl}</Link>
      </Text>
      <Text style={muted}>You asked us to tell you once; this alert has now ended.</Text>
    </MailLayout>
  );
}
