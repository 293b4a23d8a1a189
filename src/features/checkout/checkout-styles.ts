// Mantine's styles for what only checkout draws (delivery and payment choices), loaded with its
// code instead of in every page's render-blocking stylesheet (src/app/mantine-styles.ts); each
// after the components it is built on.
import '@mantine/core/styles/Radio.layer.css';
// The state and pickup-point selects: a Combobox whose list scrolls in a ScrollArea.
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
