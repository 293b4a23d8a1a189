// Mantine's styles for what only the listings draw (the filters' checkboxes and drawer, the sort
// select, the pager), loaded with them instead of in every page's render-blocking stylesheet
// (src/app/mantine-styles.ts).
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Flex.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
