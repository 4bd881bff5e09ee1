import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Stories render widgets the way React hosts do: through the sdk's React adapter, from the widgets'
 * built ESM (preact/compat already inside it), so Storybook's own React never renders widget code.
 * Build the sdk and the widgets before building this.
 */
const config: StorybookConfig = {
  // docs/: the embedding guide (MDX): a page per widget, the loader's commands, CSP, theming, namespaces.
  stories: ['../docs/**/*.mdx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    viteConfig.build = { ...viteConfig.build, chunkSizeWarningLimit: 2000 };
    return viteConfig;
  },
};

export default config;
