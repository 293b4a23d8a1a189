// Mantine's styles for the components only the admin area draws (tables, selects, number inputs,
// the multi-select's pills, dialogs, upload progress, the chart's swatches). They load with the
// admin area's code instead of in every shopper's render-blocking stylesheet
// (src/app/mantine-styles.ts); each after the components it is built on.
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/ColorSwatch.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Table.layer.css';
