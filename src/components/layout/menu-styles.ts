// Mantine's styles for the header's menus (the brand and account dropdowns, the phone's side
// menu), loaded with them on the first tap instead of in every page's render-blocking stylesheet
// (src/app/mantine-styles.ts).
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
