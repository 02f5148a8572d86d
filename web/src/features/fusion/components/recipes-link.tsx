import { useState } from 'react';
import { Loader } from '../../../components/loader/loader';
import { Modal } from '../../../components/modal/modal';
import { ErrorState } from '../../../components/status/error-state';
import { useFusionInfo } from '../api/get-fusion-info';
import * as styles from './fusion.css';

function Recipes() {
  const info = useFusionInfo();
  if (info.error) return <ErrorState onRetry={() => void info.mutate()} />;
  if (!info.data) return <Loader label="Loading recipes" />;
  return (
    <ul data-testid="fusion-recipes">
      {info.data.recipes.map((recipe) => (
        <li key={recipe.id}>
          <strong>{recipe.title}</strong>
          <p className={styles.muted}>{recipe.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** 'view recipes': what the fuser makes of 3 NFTs (GET /nft/fusion_request/info), in a modal. */
export function RecipesLink() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.linkButton} onClick={() => setOpen(true)}>
        view recipes
      </button>
      {open && (
        <Modal title="Recipes" onClose={() => setOpen(false)}>
          <Recipes />
        </Modal>
      )}
    </>
  );
}
