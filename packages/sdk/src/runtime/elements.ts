import { t } from '../i18n/translate';
import { attributeProps, isPropAttribute, jsonProps } from './attribute-props';
import { runtimeCss, showError } from './error-box';
import { mount, unmount } from './mount';
import { namespaces } from './namespaces-chunk';
import { onWidgetRegistered, registeredWidgets } from './registry';
import { adoptStyles } from './styles';

export const ELEMENT_PREFIX = 'lk-';

let defining = false;

/**
 * Registers `<lk-NAME>` for every widget, and for every widget registered later. Props come from a
 * `props` JSON attribute and from plain attributes (`<lk-login show-register="false">`), plain ones
 * winning; the widget mounts when the element is connected and unmounts when it leaves the page.
 * `<lk-login namespace="brandB">` hands all that to that namespace's runtime (namespaces.ts).
 */
export function defineElements(): void {
  if (typeof customElements === 'undefined') return;
  for (const name of registeredWidgets()) defineElement(name);
  if (defining) return;
  defining = true;
  onWidgetRegistered(defineElement);
}

function defineElement(name: string): void {
  const tag = `${ELEMENT_PREFIX}${name}`;
  if (customElements.get(tag)) return;
  customElements.define(tag, widgetElement(name));
}

function widgetElement(name: string): CustomElementConstructor {
  return class LobbyKitElement extends HTMLElement {
    // TypeScript `private`, not `#private`: down-levelled #fields cost helper bytes in the runtime.
    private observer: MutationObserver | null = null;
    /** Unmounts from the runtime namespaces.ts mounted it in, set once an element had a `namespace`. */
    declare private gone?: (element: HTMLElement) => void;

    connectedCallback(): void {
      this.render();
      this.observer ??= new MutationObserver((records) => {
        if (
          records.some(({ attributeName: name }) => name && (name === 'namespace' || isPropAttribute(name)))
        )
          this.render();
      });
      this.observer.observe(this, { attributes: true });
    }

    disconnectedCallback(): void {
      this.observer?.disconnect();
      (this.gone ?? unmount)(this);
    }

    private render(): void {
      const json = jsonProps(this);
      if (json instanceof Error) {
        (this.gone ?? unmount)(this);
        const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
        adoptStyles(root, runtimeCss);
        console.error(`LobbyKit: <${ELEMENT_PREFIX}${name}>: ${json.message}`);
        showError(root, t('runtime.badProps', { name, field: 'props', message: json.message }));
        return;
      }
      const namespace = this.getAttribute('namespace');
      // Once in a namespace, the element stays with namespaces.ts, which moves it to the runtime named last.
      if (namespace || this.gone)
        namespaces().then((chunk) => {
          this.gone = chunk.unmountFrom;
          chunk.mountIn(namespace, name, this, json, attributeProps(this));
        });
      else mount(name, this, json, { attributes: attributeProps(this) });
    }
  };
}
