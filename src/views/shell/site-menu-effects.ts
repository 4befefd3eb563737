import { createSiteMenuMachine } from '../../machines/site-menu/site-menu.machine';
import { MENU_BUTTON_ID } from './site-header';

/** The site menu with its one effect in the browser: Escape puts the focus back on the menu button. */
export function siteMenuLogic(doc: Pick<Document, 'getElementById'> = document) {
  return createSiteMenuMachine().provide({
    actions: { returnFocus: () => doc.getElementById(MENU_BUTTON_ID)?.focus() },
  });
}
