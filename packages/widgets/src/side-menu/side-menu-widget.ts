import type { InferInput } from 'valibot';
import { defineWidget } from '../define-widget';
import { SideMenu, sideMenuProps } from './side-menu';
import { sideMenuCss } from './side-menu.css';

export const sideMenuWidget = defineWidget({
  name: 'side-menu',
  component: SideMenu,
  styles: sideMenuCss,
  props: sideMenuProps,
});
export default sideMenuWidget;

declare module '@lobbykit/sdk' {
  interface WidgetPropsMap {
    'side-menu': InferInput<typeof sideMenuProps>;
  }
}
