import './info-styles';
import { Alert, Anchor, Button, Skeleton, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatNaira } from '../../../contract/rules/currency';
import type { DeliveryDays } from '../../../contract/schemas/delivery';
import { deliveryOptionsQueryOptions } from '../../api/delivery-options';
import { InfoPage, InfoSection } from './info-page';

function daysText({ min, max }: DeliveryDays): string {
  if (min === max) return min === 0 ? 'The same day' : `${min} day${min === 1 ? '' : 's'}`;
  return `${min}–${max} days`;
}

/**
 * Shipping Information, drawn from the delivery settings the admin keeps: the zones and pickup
 * points checkout prices by, so this page and the checkout can never disagree.
 */
export function ShippingPage() {
  const query = useQuery(deliveryOptionsQueryOptions());
  return (
    <InfoPage
      title="Shipping Information"
      intro="Where we deliver, what it costs and how long it takes. Checkout charges exactly these fees; the days are counted from the day you order."
    >
      {query.isPending ? (
        <Skeleton height={240} radius="md" />
      ) : query.isError ? (
        <Alert color="red" title="The delivery settings could not be loaded">
          <Button size="compact-sm" variant="light" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          <InfoSection title="Delivery to your door">
            <Table.ScrollContainer minWidth={560}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Zone</Table.Th>
                    <Table.Th scope="col">States</Table.Th>
                    <Table.Th scope="col">Fee</Table.Th>
                    <Table.Th scope="col">Free from</Table.Th>
                    <Table.Th scope="col">Arrives in</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {query.data.zones.map((zone) => (
                    <Table.Tr key={zone.id}>
                      <Table.Th scope="row">{zone.name}</Table.Th>
                      <Table.Td>{zone.states.join(', ') || '—'}</Table.Td>
                      <Table.Td>{formatNaira(zone.fee)}</Table.Td>
                      <Table.Td>
                        {zone.freeFrom === null ? 'Never free' : formatNaira(zone.freeFrom)}
                      </Table.Td>
                      <Table.Td>{daysText(zone.days)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Text size="sm" c="dimmed">
              Free delivery counts the subtotal at the prices you pay, sale prices included.
            </Text>
          </InfoSection>
          <InfoSection title="Pickup points">
            {query.data.pickupPoints.length === 0 ? (
              <Text>There are no pickup points at the moment.</Text>
            ) : (
              <Table.ScrollContainer minWidth={560}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Pickup point</Table.Th>
                      <Table.Th scope="col">Address</Table.Th>
                      <Table.Th scope="col">Opening hours</Table.Th>
                      <Table.Th scope="col">Fee</Table.Th>
                      <Table.Th scope="col">Ready in</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {query.data.pickupPoints.map((point) => (
                      <Table.Tr key={point._id}>
                        <Table.Th scope="row">{point.name}</Table.Th>
                        <Table.Td>
                          {point.address}, {point.region}
                        </Table.Td>
                        <Table.Td>{point.hours}</Table.Td>
                        <Table.Td>{point.fee > 0 ? formatNaira(point.fee) : 'Free'}</Table.Td>
                        <Table.Td>{daysText(point.days)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </InfoSection>
          <InfoSection title="Returns">
            <Text>
              Changed your mind, or something arrived faulty?{' '}
              <Anchor component={Link} to="/returns">
                Returns and exchanges
              </Anchor>{' '}
              says what to do.
            </Text>
          </InfoSection>
        </>
      )}
    </InfoPage>
  );
}
