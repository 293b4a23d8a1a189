// Mantine's Timeline, drawn only by an order's history (the shopper's order page, the admin's
// cards), loaded with it instead of in every page's stylesheet (src/app/mantine-styles.ts).
import '@mantine/core/styles/Timeline.layer.css';
