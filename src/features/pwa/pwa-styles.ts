// Mantine's styles for the Data Saver switch and the iPhone install steps, loaded with them (each
// is itself loaded lazily) instead of in every page's render-blocking stylesheet
// (src/app/mantine-styles.ts).
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
