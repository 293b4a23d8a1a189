// Mantine's styles for the changed-total question (a dialog at checkout, a table of the two sets
// of figures), loaded with it instead of in every page's render-blocking stylesheet
// (src/app/mantine-styles.ts); each after the components it is built on.
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Table.layer.css';
