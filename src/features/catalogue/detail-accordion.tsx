import { Accordion, Text } from '@mantine/core';
import type { Product } from '../../../contract/schemas/product';
import './catalogue-styles';

const SECTIONS = [
  { value: 'about', label: 'About The Product' },
  { value: 'scentProfile', label: 'Scent Profile' },
  { value: 'scentType', label: 'Scent Type' },
  { value: 'usage', label: 'Suggested For Use' },
  { value: 'returnPolicy', label: 'Refund Policy' },
] as const satisfies ReadonlyArray<{ value: keyof Product; label: string }>;

export function DetailAccordion({ product }: { product: Product }) {
  return (
    <Accordion variant="separated" defaultValue="about" mt="xl">
      {SECTIONS.map(({ value, label }) => (
        <Accordion.Item key={value} value={value}>
          <Accordion.Control>{label}</Accordion.Control>
          <Accordion.Panel>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {product[value] || '—'}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
