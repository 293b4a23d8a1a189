// Mantine's styles for the components every page may draw at once, instead of all of
// @mantine/core's (styles.layer.css): this is the render-blocking stylesheet, so it carries only
// what a page can show before any tap. Each component after the ones it is built on (Anchor
// after Text, Button after UnstyledButton), in Mantine's own order: within Mantine's layer, the
// later of two equally specific rules wins. A component only some screens draw, or only after a
// tap (the menus, the listing's filters, dialogs, checkout's radios), has its stylesheet imported
// where it is drawn, through a `*-styles.ts` module beside it (menu-styles.ts, listing-styles.ts,
// …): it loads with that code, and the server links a route's stylesheets in its HTML. Two kinds
// stay here: the parts such components are drawn on (Overlay, ModalBase, Popover, InlineInput),
// as Vite links a lazily loaded chunk's own stylesheet before those of the chunks it imports; and
// whatever a lazily loaded part the server renders draws (home's lower sections), as the server
// links no lazy chunk's CSS. scripts/mantine-styles.test.ts checks all of it.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Breadcrumbs.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';
