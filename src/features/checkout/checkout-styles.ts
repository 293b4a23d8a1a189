// Mantine's styles for what only checkout draws (delivery and payment choices), loaded with its
// code instead of in every page's render-blocking stylesheet (src/app/mantine-styles.ts).
import '@mantine/core/styles/Radio.layer.css';
// The state and pickup-point selects (issue 47).
import '@mantine/core/styles/Combobox.layer.css';
