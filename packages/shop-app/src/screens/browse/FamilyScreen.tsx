/** /family?id=: the products of a family. */
import { FamilyView } from './FamilyView.js';

export default function FamilyScreen() {
  return <FamilyView parts={false} />;
}
