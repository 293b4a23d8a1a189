/** Mantine's show/hide button has no name by default; these give it one. */
export function toggleButtonProps(field: string) {
  return { 'aria-label': `Show or hide ${field}` };
}
