// Mantine's styles for the dialog asked when an order waits at logout, loaded with it instead of
// in every page's render-blocking stylesheet (src/app/mantine-styles.ts).
import '@mantine/core/styles/Modal.layer.css';
