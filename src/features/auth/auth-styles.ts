// Mantine's styles for what only the sign-in, sign-up and reset pages draw (the remember-me box,
// password inputs, the forgot-password dialog), loaded with their routes instead of in every
// page's render-blocking stylesheet (src/app/mantine-styles.ts).
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
