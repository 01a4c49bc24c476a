// The 404 page of a film link that names no film (or a regular event).
import { MissingPage } from '@/components/shop/missing-page';

export default function FilmNotFound() {
  return <MissingPage kind="film" />;
}
