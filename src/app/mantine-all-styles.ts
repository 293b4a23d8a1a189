// Every Mantine component's styles (layered, like mantine-first-paint-styles.ts). Loaded once the
// first page is up, and awaited by the root route before any route but Home renders, so forms,
// modals and tables never show unstyled.
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
