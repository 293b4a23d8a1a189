// Mantine's styles for what only the account pages draw (the data panel and its confirmation),
// loaded with them instead of in every page's render-blocking stylesheet
// (src/app/mantine-styles.ts). The password boxes bring their own
// (src/components/password-field.tsx).
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Modal.layer.css';
