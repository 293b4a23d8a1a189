import { Group } from '@mantine/core';
import { useId } from 'react';
import { MAX_RATING } from '../../../contract/constants';
import classes from './star-picker.module.css';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

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
            <svg width={32} height={32} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d={STAR_PATH}
                fill={stars <= value ? '#f5a524' : 'none'}
                stroke="#f5a524"
                strokeWidth="1.5"
                strokeLinejoin="round"
              />
            </svg>
          </label>
        );
      })}
    </Group>
  );
}
