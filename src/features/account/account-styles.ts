// Mantine's styles for what only the account pages draw (the change-password form, the data
// panel's confirmation), loaded with them instead of in every page's render-blocking stylesheet
// (src/app/mantine-styles.ts).
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
