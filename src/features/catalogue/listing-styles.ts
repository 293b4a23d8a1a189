// Mantine's styles for what only the listings draw (the filters' checkboxes, the sort select, the
// pager), loaded with them instead of in every page's render-blocking stylesheet
// (src/app/mantine-styles.ts).
import '@mantine/core/styles/Flex.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
