// Header menu of the signed-in actor. The page shows its button at start; the menu itself (Mantine's Menu with
// floating-ui, user-menu-dropdown.tsx) loads when the user reaches for the button (lib/on-demand.ts) and opens at
// once if the button was clicked meanwhile.
import { useRef, useState } from 'react';
import { demandHandlers, onDemand } from '../../../lib/on-demand.ts';
import { UserMenuButton } from './user-menu-button.tsx';

const dropdown = onDemand(() => import('./user-menu-dropdown.tsx'));

export function UserMenu() {
  const loaded = dropdown.useModule();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  if (loaded) {
    const focused = buttonRef.current !== null && buttonRef.current === document.activeElement;
    return <loaded.UserMenuWithDropdown defaultOpened={openOnLoad} focusButton={focused} />;
  }
  return (
    <UserMenuButton
      ref={buttonRef}
      aria-haspopup="menu"
      aria-expanded={false}
      {...demandHandlers(dropdown.load, () => setOpenOnLoad(true))}
    />
  );
}
