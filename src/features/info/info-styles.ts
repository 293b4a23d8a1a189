// Mantine's styles for what only the help pages draw (their lists and the Shipping tables),
// loaded with them instead of in every page's render-blocking stylesheet
// (src/app/mantine-styles.ts).
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Table.layer.css';
