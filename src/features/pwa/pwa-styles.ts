// Mantine's styles for the Data Saver switch, loaded with it (it is itself loaded lazily) instead
// of in every page's render-blocking stylesheet (src/app/mantine-styles.ts).
import '@mantine/core/styles/Switch.layer.css';
