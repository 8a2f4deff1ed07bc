/** /partsFamily?id=: the spare parts of a family. */
import { FamilyView } from './FamilyView.js';

export default function PartsFamilyScreen() {
  return <FamilyView parts />;
}
