import './admin-styles';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  checkDeliverySettings,
  type DeliveryZone,
  type PickupPoint,
} from '../../../contract/schemas/delivery';
import { NIGERIAN_STATES } from '../../../contract/rules/nigerian-states';
import { adminDeliveryQueryOptions, useSaveDelivery } from '../../api/delivery';
import { serverErrorText } from '../../api/error-message';
import { toastSuccess } from '../../app/toast';
import { LoadFailedAlert } from './load-failed-alert';

const SAVE_FAILED_FALLBACK = 'The delivery settings could not be saved';
const STATES = [...NIGERIAN_STATES];

/** A point being edited: `_id` empty until the server gives it one. */
type EditedPoint = Omit<PickupPoint, '_id'> & { _id: string };

interface Edited {
  zones: DeliveryZone[];
  pickupPoints: EditedPoint[];
}

/** NumberInput gives '' for an empty box: kept as is, so the check can name it. */
const numberOf = (value: string | number): number => (value === '' ? Number.NaN : Number(value));

function newPoint(): EditedPoint {
  return {
    _id: '',
    name: '',
    address: '',
    region: '',
    hours: '',
    fee: 0,
    days: { min: 1, max: 3 },
    active: true,
  };
}

/** The request body: new points go without `_id`, and the server names them. */
function bodyOf(edited: Edited) {
  return {
    zones: edited.zones,
    pickupPoints: edited.pickupPoints.map(({ _id, ...point }) => (_id ? { _id, ...point } : point)),
  };
}

function ZonesTable({ edited, onChange }: { edited: Edited; onChange: (e: Edited) => void }) {
  const setZone = (index: number, change: Partial<DeliveryZone>) =>
    onChange({
      ...edited,
      zones: edited.zones.map((zone, i) => (i === index ? { ...zone, ...change } : zone)),
    });
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="xs" aria-label="Delivery zones">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Zone</Table.Th>
            <Table.Th>States</Table.Th>
            <Table.Th>Fee (₦)</Table.Th>
            <Table.Th>Free from (₦)</Table.Th>
            <Table.Th>Days</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {edited.zones.map((zone, i) => (
            <Table.Tr key={i}>
              <Table.Td w={160}>
                <TextInput
                  aria-label={`Name of zone ${i + 1}`}
                  value={zone.name}
                  onChange={(e) => setZone(i, { name: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <MultiSelect
                  aria-label={`States of ${zone.name || `zone ${i + 1}`}`}
                  data={STATES}
                  value={zone.states}
                  searchable
                  onChange={(states) => setZone(i, { states })}
                />
              </Table.Td>
              <Table.Td w={120}>
                <NumberInput
                  aria-label={`Fee of ${zone.name}`}
                  min={0}
                  value={Number.isNaN(zone.fee) ? '' : zone.fee}
                  onChange={(v) => setZone(i, { fee: numberOf(v) })}
                />
              </Table.Td>
              <Table.Td w={140}>
                <NumberInput
                  aria-label={`Free from of ${zone.name}`}
                  placeholder="Never free"
                  min={0}
                  value={zone.freeFrom ?? ''}
                  onChange={(v) => setZone(i, { freeFrom: v === '' ? null : Number(v) })}
                />
              </Table.Td>
              <Table.Td w={150}>
                <Group gap={4} wrap="nowrap">
                  <NumberInput
                    aria-label={`Fewest days of ${zone.name}`}
                    min={0}
                    w={64}
                    value={zone.days.min}
                    onChange={(v) => setZone(i, { days: { ...zone.days, min: numberOf(v) } })}
                  />
                  –
                  <NumberInput
                    aria-label={`Most days of ${zone.name}`}
                    min={0}
                    w={64}
                    value={zone.days.max}
                    onChange={(v) => setZone(i, { days: { ...zone.days, max: numberOf(v) } })}
                  />
                </Group>
              </Table.Td>
              <Table.Td>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  onClick={() =>
                    onChange({ ...edited, zones: edited.zones.filter((_, j) => j !== i) })
                  }
                >
                  Remove
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PointsTable({ edited, onChange }: { edited: Edited; onChange: (e: Edited) => void }) {
  const setPoint = (index: number, change: Partial<EditedPoint>) =>
    onChange({
      ...edited,
      pickupPoints: edited.pickupPoints.map((p, i) => (i === index ? { ...p, ...change } : p)),
    });
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table verticalSpacing="xs" aria-label="Pickup points">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Hours</Table.Th>
            <Table.Th>Fee (₦)</Table.Th>
            <Table.Th>Days</Table.Th>
            <Table.Th>Active</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {edited.pickupPoints.map((point, i) => {
            const label = point.name || `pickup point ${i + 1}`;
            return (
              <Table.Tr key={point._id || `new-${i}`}>
                <Table.Td>
                  <TextInput
                    aria-label={`Name of ${label}`}
                    value={point.name}
                    onChange={(e) => setPoint(i, { name: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Address of ${label}`}
                    value={point.address}
                    onChange={(e) => setPoint(i, { address: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td w={150}>
                  <Select
                    aria-label={`State of ${label}`}
                    data={STATES}
                    searchable
                    value={point.region || null}
                    onChange={(region) => setPoint(i, { region: region ?? '' })}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Hours of ${label}`}
                    value={point.hours}
                    onChange={(e) => setPoint(i, { hours: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td w={110}>
                  <NumberInput
                    aria-label={`Fee of ${label}`}
                    min={0}
                    value={Number.isNaN(point.fee) ? '' : point.fee}
                    onChange={(v) => setPoint(i, { fee: numberOf(v) })}
                  />
                </Table.Td>
                <Table.Td w={150}>
                  <Group gap={4} wrap="nowrap">
                    <NumberInput
                      aria-label={`Fewest days of ${label}`}
                      min={0}
                      w={64}
                      value={point.days.min}
                      onChange={(v) => setPoint(i, { days: { ...point.days, min: numberOf(v) } })}
                    />
                    –
                    <NumberInput
                      aria-label={`Most days of ${label}`}
                      min={0}
                      w={64}
                      value={point.days.max}
                      onChange={(v) => setPoint(i, { days: { ...point.days, max: numberOf(v) } })}
                    />
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label={`${label} is open`}
                    checked={point.active !== false}
                    onChange={(e) => setPoint(i, { active: e.currentTarget.checked })}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The admin's Delivery screen: the zone table and the pickup points. The contract's check runs
 * before sending (the server runs the same one), and its message says what is wrong. A change
 * applies to orders placed after it.
 */
export function DeliveryEditor({ userId }: { userId: string }) {
  const query = useQuery(adminDeliveryQueryOptions(userId));
  const [edited, setEdited] = useState<Edited | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveDelivery({
    onSuccess: (answer) => {
      setEdited(null);
      setProblem(null);
      toastSuccess(answer.message ?? 'Delivery settings saved');
    },
    onError: (error) => {
      void serverErrorText(error).then((text) => setProblem(text ?? SAVE_FAILED_FALLBACK));
    },
  });
  if (query.isPending) return <Loader />;
  if (query.isError) {
    return (
      <LoadFailedAlert
        title="Could not load the delivery settings"
        onRetry={() => void query.refetch()}
      />
    );
  }
  const current: Edited = edited ?? {
    zones: query.data.zones,
    pickupPoints: query.data.pickupPoints.map((p) => ({ ...p, active: p.active !== false })),
  };
  const change = (next: Edited) => {
    setEdited(next);
    setProblem(null);
  };
  const submit = () => {
    const body = bodyOf(current);
    const checked = checkDeliverySettings(body as never, () => 'new');
    if (!checked.ok) {
      setProblem(checked.error);
      return;
    }
    save.mutate(body);
  };
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Delivery
      </Title>
      <Text size="sm" c="dimmed">
        Fees are in naira. A zone without a free-from amount is never free. Changes apply to orders
        placed after you save them.
      </Text>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            Zones
          </Title>
          <Button
            variant="light"
            size="compact-sm"
            onClick={() =>
              change({
                ...current,
                zones: [
                  ...current.zones,
                  {
                    id: '',
                    name: '',
                    states: [],
                    fee: 0,
                    freeFrom: null,
                    days: { min: 1, max: 3 },
                  },
                ],
              })
            }
          >
            Add zone
          </Button>
        </Group>
        <ZonesTable edited={current} onChange={change} />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            Pickup points
          </Title>
          <Button
            variant="light"
            size="compact-sm"
            onClick={() =>
              change({ ...current, pickupPoints: [...current.pickupPoints, newPoint()] })
            }
          >
            Add pickup point
          </Button>
        </Group>
        <PointsTable edited={current} onChange={change} />
      </Paper>
      {problem && (
        <Alert color="red" role="alert" title="Not saved">
          {problem}
        </Alert>
      )}
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          Save delivery settings
        </Button>
        {edited && (
          <Button
            variant="subtle"
            onClick={() => {
              setEdited(null);
              setProblem(null);
            }}
          >
            Discard changes
          </Button>
        )}
      </Group>
    </Stack>
  );
}
