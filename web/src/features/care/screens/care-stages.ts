// Public entry for app/screens/care-stages-screen.tsx (decision 0037: one module per route screen, imported by app/
// only): the care stages list, the stage definitions editor and the task templates.
export { CareStagesList } from '../components/care-stages-list.tsx';
export { StageDefinitionsEditor } from '../components/stage-definitions-editor.tsx';
export { TaskTemplatesPanel } from '../components/task-templates-panel.tsx';
