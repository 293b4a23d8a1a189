import './listing-styles';
import { Accordion, Checkbox, Stack } from '@mantine/core';
import { memo } from 'react';
import { AVAILABILITY_OPTIONS, PRICE_BUCKET_OPTIONS } from '../../../contract/enums';
import type { FilterOptions } from '../../../contract/rules/filter-products';
import type { FilterGroup, ListingFilters } from '../../../contract/rules/listing-search-params';
import { shownName } from '../../../contract/rules/shown-name';
import { BrandFilter } from './brand-filter';
import './catalogue-styles';

export const FILTER_GROUP_LABELS: Readonly<Record<FilterGroup, string>> = {
  gender: 'Gender',
  brand: 'Brand',
  fragranceType: 'Fragrance Type',
  scentType: 'Scent Type',
  price: 'Price',
  availability: 'Availability',
};

interface FilterPanelProps {
  options: FilterOptions;
  filters: ListingFilters;
  onChange: (group: FilterGroup, values: string[]) => void;
  /** Keeps ids unique when the desktop sidebar and the mobile slide-out are both mounted. */
  idPrefix: string;
}

function CheckboxList({
  name,
  label,
  items,
  value,
  onChange,
}: {
  /** The search param the box submits in a GET form (see ListingGetForm). */
  name: FilterGroup;
  label: string;
  items: ReadonlyArray<{ value: string; label: string }>;
  value: string[];
  onChange: (value: string[]) => void;
}) {
  return (
    <Checkbox.Group value={value} onChange={onChange}>
      <Stack gap={6} role="group" aria-label={label}>
        {items.map((item) => (
          <Checkbox key={item.value} name={name} value={item.value} label={item.label} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

// The box submits the wire value; the shopper reads its right spelling.
const asItems = (values: readonly string[]) =>
  values.map((value) => ({ value, label: shownName(value) }));

/** The six filter groups; options for the text groups come from the loaded products. */
export const FilterPanel = memo(function FilterPanel({
  options,
  filters,
  onChange,
  idPrefix,
}: FilterPanelProps) {
  return (
    <Accordion
      multiple
      defaultValue={['gender', 'brand', 'fragranceType', 'scentType', 'price', 'availability']}
      variant="default"
      chevronPosition="right"
    >
      <Accordion.Item value="gender">
        <Accordion.Control>{FILTER_GROUP_LABELS.gender}</Accordion.Control>
        <Accordion.Panel>
          <CheckboxList
            name="gender"
            label={FILTER_GROUP_LABELS.gender}
            items={asItems(options.gender)}
            value={filters.gender}
            onChange={(v) => onChange('gender', v)}
          />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="brand">
        <Accordion.Control>{FILTER_GROUP_LABELS.brand}</Accordion.Control>
        <Accordion.Panel>
          <BrandFilter
            brands={options.brand}
            value={filters.brand}
            onChange={(v) => onChange('brand', v)}
            idPrefix={idPrefix}
          />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="fragranceType">
        <Accordion.Control>{FILTER_GROUP_LABELS.fragranceType}</Accordion.Control>
        <Accordion.Panel>
          <CheckboxList
            name="fragranceType"
            label={FILTER_GROUP_LABELS.fragranceType}
            items={asItems(options.fragranceType)}
            value={filters.fragranceType}
            onChange={(v) => onChange('fragranceType', v)}
          />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="scentType">
        <Accordion.Control>{FILTER_GROUP_LABELS.scentType}</Accordion.Control>
        <Accordion.Panel>
          <CheckboxList
            name="scentType"
            label={FILTER_GROUP_LABELS.scentType}
            items={asItems(options.scentType)}
            value={filters.scentType}
            onChange={(v) => onChange('scentType', v)}
          />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="price">
        <Accordion.Control>{FILTER_GROUP_LABELS.price}</Accordion.Control>
        <Accordion.Panel>
          <CheckboxList
            name="price"
            label={FILTER_GROUP_LABELS.price}
            items={PRICE_BUCKET_OPTIONS}
            value={filters.price}
            onChange={(v) => onChange('price', v)}
          />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="availability">
        <Accordion.Control>{FILTER_GROUP_LABELS.availability}</Accordion.Control>
        <Accordion.Panel>
          <CheckboxList
            name="availability"
            label={FILTER_GROUP_LABELS.availability}
            items={AVAILABILITY_OPTIONS}
            value={filters.availability}
            onChange={(v) => onChange('availability', v)}
          />
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
});
