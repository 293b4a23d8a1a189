import { Button, Popover, Text } from '@mantine/core';
import { useAtom } from 'jotai';
import { installPromptAtom } from './pwa-atoms';

function isIosSafari() {
  const ua = navigator.userAgent;
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return /iPad|iPhone|iPod/.test(ua) && !standalone;
}

/** 'Install app' where the browser offers it; add-to-home-screen steps on iOS, which has no prompt. */
export function InstallApp() {
  const [prompt, setPrompt] = useAtom(installPromptAtom);
  if (prompt) {
    return (
      <Button
        variant="light"
        size="xs"
        onClick={async () => {
          await prompt.prompt();
          await prompt.userChoice;
          setPrompt(null);
        }}
      >
        Install app
      </Button>
    );
  }
  if (!isIosSafari()) return null;
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
