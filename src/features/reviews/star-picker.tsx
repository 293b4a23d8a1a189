import { Group } from '@mantine/core';
import { useId } from 'react';
import { MAX_RATING } from '../../../contract/constants';
import { Star } from '../../components/product/star-rating';
import classes from './star-picker.module.css';

/**
 * 1–5 stars as a labelled group of native radios ("4 stars"): arrow keys move and choose, as
 * for any radio group, and a click on a star chooses it. Not Mantine's Rating: it shares a
 * module with the admin's number inputs, which became a file of its own that every first load
 * lists (the budget had no room), and its arrow keys only highlight until Space is pressed.
 */
export function StarPicker({
  value,
  onChange,
  labelledBy,
}: {
  value: number;
  onChange: (value: number) => void;
  labelledBy: string;
}) {
  const name = useId();
  return (
    <Group gap={4} role="radiogroup" aria-labelledby={labelledBy} wrap="nowrap">
      {Array.from({ length: MAX_RATING }, (_, i) => {
        const stars = i + 1;
        const id = `${name}-${stars}`;
        return (
          <label key={stars} htmlFor={id} className={classes.star}>
            <input
              type="radio"
              id={id}
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}
              className={classes.input}
            />
            <Star fill={stars <= value ? 'full' : 'empty'} size={32} />
          </label>
        );
      })}
    </Group>
  );
}
