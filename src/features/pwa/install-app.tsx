import { Button } from '@mantine/core';
import { useAfterHydration } from '../../state/after-hydration';
import { useAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { installPromptAtom } from './pwa-atoms';

const IosInstallSteps = lazy(() =>
  import('./ios-install-steps').then((m) => ({ default: m.IosInstallSteps })),
);

function isIosSafari() {
  const ua = navigator.userAgent;
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return /iPad|iPhone|iPod/.test(ua) && !standalone;
}

/** 'Install app' where the browser offers it; add-to-home-screen steps on iOS, which has no prompt. */
export function InstallApp() {
  const [prompt, setPrompt] = useAtom(installPromptAtom);
  // The server knows neither the browser nor its install offer (which Chromium may make before
  // the page has hydrated): both appear once it has.
  const hydrated = useAfterHydration();
  if (!hydrated) return null;
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
    <Suspense fallback={null}>
      <IosInstallSteps />
    </Suspense>
  );
}
