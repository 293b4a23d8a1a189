import { Button, Popover, Text } from '@mantine/core';

/**
 * iOS has no install prompt: a button that shows the add-to-home-screen steps. Its own module
 * because Popover brings floating-ui, which only iOS visitors need.
 */
export function IosInstallSteps() {
  return (
    <Popover width={260} withArrow>
      <Popover.Target>
        <Button variant="light" size="xs">
          Install app
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">
          In Safari, tap the Share button, then &ldquo;Add to Home Screen&rdquo;. FragranceHub then
          opens like an app, even offline.
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
