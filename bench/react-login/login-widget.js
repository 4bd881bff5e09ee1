// The login widget's own component, styles and props, drawn with react-dom/client instead of
// preact's render (what packages/widgets/src/define-widget.tsx does on preact/compat).
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Login, loginProps } from '../../packages/widgets/src/login/login';
import { loginCss } from '../../packages/widgets/src/login/login.css';
import { widgetCss } from '../../packages/widgets/src/theme/widget-css';
import { WidgetStyles } from '../../packages/widgets/src/ui/widget-styles';

const css = widgetCss(loginCss);

export const loginWidget = {
  name: 'login',
  props: loginProps,
  styles: css,
  render(container, values) {
    const root = createRoot(container);
    const draw = (next) =>
      root.render(createElement(WidgetStyles.Provider, { value: css }, createElement(Login, next)));
    draw(values);
    return { update: draw, unmount: () => root.unmount() };
  },
};
