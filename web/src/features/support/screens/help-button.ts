// Public entry for app/layouts/app-layout.tsx: the header's help button (its panel loads on the first click).
export { HelpButton } from '../components/help-button.tsx';
