// Public entry for app/screens/data-hub-screen.tsx (features/<feature>/screens/: one module per route screen or
// layout, imported by app/ only; other features import this feature's index.ts). Not in index.ts: other features
// import the index, the data hub's cards and lists load with the data hub only.
export { UploadCard } from '../components/upload-card.tsx';
export { UploadKindChoice } from '../components/upload-kind-choice.tsx';
export { UploadTemplates } from '../components/upload-templates.tsx';
export { UploadsList } from '../components/uploads-list.tsx';
