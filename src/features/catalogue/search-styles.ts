// Mantine's styles for what only the search results draw besides the grid (the pager), loaded with
// them instead of in every page's render-blocking stylesheet (src/app/mantine-styles.ts).
import '@mantine/core/styles/Pagination.layer.css';
