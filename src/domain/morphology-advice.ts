import type { Category } from './clothing';
import type { Morphology } from './morphology';

/**
 * Our default advice for each morphology and garment category: what balances the figure, then what to avoid.
 * The consultant rewrites any of it for one client; the client reads hers on 'Mon diagnostic' and the outfit
 * editor shows the one for the category being placed.
 */
export const DEFAULT_ADVICE: Record<Morphology, Record<Category, string>> = {
  A: {
    top: 'Éclairez le haut : encolures bateau ou carrées, épaulettes légères, couleurs claires et motifs. Évitez les hauts qui s’arrêtent sur la partie la plus large des hanches.',
    bottom:
      'Choisissez des bas sobres et foncés, des pantalons droits ou légèrement évasés, des jupes trapèze. Évitez les poches plaquées et les motifs sur les hanches.',
    one_piece:
      'Les robes cintrées à la taille avec une jupe évasée vous vont bien, avec du détail au buste. Évitez les robes moulantes sur les hanches.',
    shoes:
      'Un talon ou une chaussure à bout fin allonge la jambe. Évitez les brides à la cheville qui coupent la jambe.',
    outerwear:
      'Une veste qui s’arrête à la taille ou couvre les hanches, avec des épaules structurées. Évitez les vestes qui s’arrêtent au plus large des hanches.',
    accessory:
      'Portez l’attention vers le haut : colliers, foulards, boucles d’oreilles. Évitez les ceintures larges sur les hanches.',
  },
  V: {
    top: 'Préférez les encolures en V et les matières fluides, sans volume aux épaules. Évitez les épaulettes, les manches bouffantes et les encolures bateau.',
    bottom:
      'Donnez du volume au bas : pantalons larges ou évasés, jupes trapèze ou plissées, couleurs claires et motifs. Évitez les bas très près du corps avec un haut ample.',
    one_piece:
      'Les robes à jupe évasée et au haut simple rééquilibrent la silhouette. Évitez les robes à épaules dénudées ou à volants en haut.',
    shoes:
      'Des chaussures avec un peu de présence équilibrent les épaules. Évitez les chaussures trop fines et discrètes.',
    outerwear:
      'Une veste sans épaulettes, ouverte, qui descend sur les hanches. Évitez les vestes courtes très structurées aux épaules.',
    accessory:
      'Sautoirs longs et sacs portés à la hanche attirent le regard vers le bas. Évitez les colliers ras de cou volumineux.',
  },
  H: {
    top: 'Créez une taille : hauts cintrés, rentrés, portefeuille, ou basques. Évitez les hauts droits et amples qui tombent sans marquer la taille.',
    bottom:
      'Les pantalons taille haute et les jupes évasées ou plissées dessinent des courbes. Évitez les bas taille basse et très droits.',
    one_piece:
      'Robes portefeuille, ceinturées ou à découpes à la taille. Évitez les robes droites sans aucune structure.',
    shoes:
      'Presque tout vous va : variez selon la tenue. Évitez seulement les chaussures très massives avec des bas fins.',
    outerwear:
      'Vestes cintrées ou ceinturées, trenchs noués à la taille. Évitez les manteaux droits et carrés sans ceinture.',
    accessory:
      'La ceinture est votre meilleure alliée, fine ou moyenne, à la taille. Évitez les accessoires qui élargissent la carrure.',
  },
  X: {
    top: 'Suivez la taille : hauts ajustés, cache-cœur, encolures en V ou arrondies. Évitez les hauts amples et carrés qui cachent la taille.',
    bottom:
      'Pantalons taille haute, jupes crayon ou patineuse : tout ce qui respecte la taille. Évitez les bas taille basse et les coupes très larges.',
    one_piece:
      'Robes portefeuille, cintrées, fourreau : elles épousent vos courbes. Évitez les robes trapèze ou sac sans taille.',
    shoes:
      'Talons moyens, escarpins, bottines fines : ils prolongent l’équilibre. Évitez les chaussures très lourdes.',
    outerwear:
      'Vestes et manteaux cintrés ou ceinturés, longueur hanches. Évitez les coupes droites et oversize qui gomment la taille.',
    accessory: 'Ceintures à la taille, bijoux proportionnés. Évitez les sacs volumineux portés à la taille.',
  },
  '8': {
    top: 'Hauts ajustés et fluides, encolures en V, matières souples. Évitez les matières épaisses et les volumes au buste.',
    bottom:
      'Pantalons taille haute à jambe droite ou légèrement évasée, jupes droites ou trapèze. Évitez les motifs et volumes sur les hanches.',
    one_piece:
      'Robes portefeuille ou cintrées en matière fluide. Évitez les robes raides ou très volumineuses.',
    shoes: 'Un talon, même petit, affine la ligne. Évitez les chaussures plates très lourdes.',
    outerwear:
      'Vestes cintrées, longueur hanches ou mi-cuisse, ceinturées. Évitez les vestes courtes et carrées.',
    accessory:
      'Ceinture fine à la taille, bijoux délicats. Évitez les ceintures larges et les accessoires volumineux au buste.',
  },
  O: {
    top: 'Encolures en V, matières fluides qui tombent sans coller, hauts légèrement longs. Évitez les hauts moulants et les ceintures à la taille.',
    bottom:
      'Pantalons droits à taille confortable, jupes droites sous le genou. Évitez les tailles basses et les bas très moulants.',
    one_piece:
      'Robes empire ou droites et fluides, avec une encolure en V. Évitez les robes cintrées à la taille.',
    shoes:
      'Des chaussures fines, avec un petit talon, allongent la silhouette. Évitez les brides à la cheville.',
    outerwear:
      'Manteaux et vestes longs, droits, portés ouverts pour créer une verticale. Évitez les blousons courts et les doudounes volumineuses.',
    accessory:
      'Sautoirs longs, foulards qui tombent à la verticale. Évitez les ceintures et les sacs portés à la taille.',
  },
  triangle: {
    top: 'Élargissez la carrure : chemises à poches poitrine, rayures horizontales, pulls épais. Évitez les hauts qui s’arrêtent au plus large des hanches.',
    bottom:
      'Pantalons droits de couleur foncée, sans poches volumineuses. Évitez les coupes très ajustées et les couleurs claires en bas.',
    one_piece:
      'Combinaisons et ensembles : préférez une pièce foncée en bas et une veste structurée par-dessus.',
    shoes:
      'Chaussures classiques de poids moyen. Évitez les chaussures très fines qui accentuent les hanches.',
    outerwear:
      'Vestes structurées aux épaules, blazers, blousons qui s’arrêtent à la taille. Évitez les manteaux qui s’évasent vers le bas.',
    accessory: 'Écharpes et cols qui élargissent le haut. Évitez les sacs banane et les ceintures voyantes.',
  },
  triangle_inverse: {
    top: 'Hauts simples en matière souple, cols en V, couleurs sobres. Évitez les épaulettes, les rayures horizontales et les pulls épais.',
    bottom:
      'Donnez du volume au bas : pantalons droits ou larges, couleurs plus claires, poches. Évitez les pantalons très ajustés.',
    one_piece: 'Combinaisons à jambe droite, avec un haut simple. Évitez celles aux épaules structurées.',
    shoes: 'Des chaussures avec de la présence équilibrent la carrure. Évitez les chaussures trop fines.',
    outerwear:
      'Vestes déstructurées, longueur hanches, portées ouvertes. Évitez les blousons courts aux épaules larges.',
    accessory: 'Ceintures de couleur, sacs portés à la hanche. Évitez les écharpes volumineuses au cou.',
  },
  rectangle: {
    top: 'Superposez pour créer du relief : chemise et pull, épaules légèrement structurées. Évitez les hauts très amples qui tombent droit.',
    bottom: 'Pantalons droits ou légèrement fuselés, chinos. Évitez les coupes très larges sans tenue.',
    one_piece: 'Combinaisons ceinturées ou avec une veste par-dessus. Évitez les coupes sac sans structure.',
    shoes: 'Presque tout vous va : choisissez selon la tenue.',
    outerwear: 'Blazers et vestes ajustés, trenchs ceinturés. Évitez les coupes carrées et trop longues.',
    accessory: 'Ceintures, montres, écharpes : les accessoires structurent la silhouette.',
  },
  trapeze: {
    top: 'Hauts ajustés qui suivent la carrure, cols variés. Évitez les hauts trop amples qui masquent l’équilibre naturel.',
    bottom: 'Pantalons droits ou légèrement fuselés. Évitez les coupes très larges ou très moulantes.',
    one_piece: 'Combinaisons ajustées, ceinturées. Évitez les coupes informes.',
    shoes: 'Presque tout vous va : accordez le poids de la chaussure à celui du pantalon.',
    outerwear: 'Vestes cintrées et blazers ajustés. Évitez les vestes trop larges aux épaules.',
    accessory: 'Ceintures et montres discrètes suffisent. Évitez la surcharge.',
  },
  ovale: {
    top: 'Matières fluides, cols en V, hauts portés par-dessus le pantalon, rayures verticales. Évitez les hauts moulants et les rayures horizontales.',
    bottom:
      'Pantalons droits à taille confortable, plis marqués. Évitez les tailles basses et les coupes très ajustées.',
    one_piece: 'Combinaisons droites et fluides. Évitez les ceintures à la taille.',
    shoes: 'Chaussures fines à bout allongé. Évitez les chaussures massives.',
    outerwear:
      'Vestes longues et droites, portées ouvertes pour une verticale. Évitez les blousons courts et les doudounes volumineuses.',
    accessory:
      'Écharpes longues qui tombent droit, bretelles plutôt que ceinture. Évitez les ceintures voyantes.',
  },
};
