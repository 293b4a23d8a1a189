import { Collapse, Container } from '@mantine/core';
import { SearchForm } from './search-form';

interface MobileSearchPanelProps {
  opened: boolean;
  onSubmitted: () => void;
}

/**
 * The phone's search panel under the header, opened by its search icon. Its own chunk, loaded on
 * the first tap (Mantine's Collapse and its animation hooks are about 2 KB of compressed script
 * that no page needs before then); mounted open, it shows at once, and animates from then on.
 */
export function MobileSearchPanel({ opened, onSubmitted }: MobileSearchPanelProps) {
  return (
    <Collapse expanded={opened} hiddenFrom="sm">
      <Container size="xl" pb="sm">
        <SearchForm onSubmitted={onSubmitted} autoFocus />
      </Container>
    </Collapse>
  );
}
