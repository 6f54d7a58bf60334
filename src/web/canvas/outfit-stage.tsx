import Konva from 'konva';
import { useEffect, useLayoutEffect, useRef, type Ref } from 'react';
import { CANVAS_SIZE, MIN_SIZE, stackingOrder, type Box, type Draft, type DraftGarment } from './draft';
import type { EditorAction } from './editor-state';
import { loadImage } from './load-image';

/** Corner handles a finger can take on touch screens (about 9 mm), small ones for a mouse. */
const anchorSize = () => (window.matchMedia?.('(pointer: coarse)').matches ? 28 : 12);

/** §4: the exported picture's background. */
export const CANVAS_BACKGROUND = '#e5e7eb';

/** The node's box with the Transformer's scale folded into its size, which resets the scale to 1. */
function boxOf(node: Konva.Node): Box {
  const box = {
    x: node.x(),
    y: node.y(),
    width: node.width() * node.scaleX(),
    height: node.height() * node.scaleY(),
  };
  node.scale({ x: 1, y: 1 });
  return box;
}

type Dispatch = (action: EditorAction) => void;

/** The stage's parts, made once; the garments' pictures are kept by item id between drafts. */
type Board = {
  stage: Konva.Stage;
  layer: Konva.Layer;
  silhouette: Konva.Image;
  transformer: Konva.Transformer;
  garments: Map<string, { node: Konva.Image; src: string }>;
};

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** Shows a picture on the node once loaded, unless the node has moved on to another by then. */
function showImage(node: Konva.Image, src: string, isCurrent: () => boolean) {
  void loadImage(src).then((image) => {
    if (!image || !isCurrent()) return;
    node.image(image);
    node.getLayer()?.batchDraw();
  });
}

/** A garment's picture: selected on press, dragged within the frame, resized by the Transformer, removed on double tap. */
function garmentNode(itemId: string, dispatch: () => Dispatch): Konva.Image {
  const node: Konva.Image = new Konva.Image({
    image: undefined,
    draggable: true,
    // Keeps the picture inside the canvas while it is dragged, in stage pixels.
    dragBoundFunc(pos): Konva.Vector2d {
      const scale = node.getStage()?.scaleX() ?? 1;
      return {
        x: Math.min(Math.max(pos.x, 0), (CANVAS_SIZE - node.width()) * scale),
        y: Math.min(Math.max(pos.y, 0), (CANVAS_SIZE - node.height()) * scale),
      };
    },
  });
  const drag = (done: boolean) => dispatch()({ type: 'drag', itemId, x: node.x(), y: node.y(), done });
  const resize = (done: boolean) => dispatch()({ type: 'resize', itemId, box: boxOf(node), done });
  node.on('mousedown touchstart', () => dispatch()({ type: 'select', itemId }));
  node.on('dragmove', () => drag(false));
  node.on('dragend', () => drag(true));
  node.on('dblclick dbltap', () => dispatch()({ type: 'remove', itemId }));
  node.on('transform', () => resize(false));
  node.on('transformend', () => resize(true));
  return node;
}

function createBoard(container: HTMLDivElement, dispatch: () => Dispatch, scale: () => number): Board {
  const stage = new Konva.Stage({ container, width: 1, height: 1 });
  const layer = new Konva.Layer();
  stage.add(layer);
  layer.add(
    new Konva.Rect({ name: 'background', width: CANVAS_SIZE, height: CANVAS_SIZE, fill: CANVAS_BACKGROUND }),
  );
  const silhouette = new Konva.Image({
    name: 'background',
    image: undefined,
    width: CANVAS_SIZE,
    height: CANVAS_SIZE,
    visible: false,
  });
  layer.add(silhouette);
  const transformer = new Konva.Transformer({
    rotateEnabled: false,
    keepRatio: true,
    flipEnabled: false,
    enabledAnchors: ['top-left', 'top-right', 'bottom-left', 'bottom-right'],
    anchorSize: anchorSize(),
    anchorCornerRadius: 2,
    borderStroke: '#7c3aed',
    anchorStroke: '#7c3aed',
    boundBoxFunc(oldBox, newBox) {
      const min = MIN_SIZE * scale();
      const max = CANVAS_SIZE * scale();
      const tooSmall = newBox.width < min || newBox.height < min;
      const outside =
        newBox.x < -0.5 ||
        newBox.y < -0.5 ||
        newBox.x + newBox.width > max + 0.5 ||
        newBox.y + newBox.height > max + 0.5;
      return tooSmall || outside ? oldBox : newBox;
    },
  });
  layer.add(transformer);
  stage.on('mousedown touchstart', (event) => {
    if (event.target === stage || event.target.name() === 'background') dispatch()({ type: 'deselect' });
  });
  return { stage, layer, silhouette, transformer, garments: new Map() };
}

/** Puts the draft's garments on the board in stacking order, the Transformer on the selected one. */
function drawDraft(
  board: Board,
  garments: DraftGarment[],
  selectedId: string | null,
  dispatch: () => Dispatch,
) {
  const shown = new Set(garments.map((garment) => garment.itemId));
  for (const [itemId, kept] of board.garments) {
    if (shown.has(itemId)) continue;
    kept.node.destroy();
    board.garments.delete(itemId);
  }
  for (const garment of garments) {
    let kept = board.garments.get(garment.itemId);
    if (!kept) {
      kept = { node: garmentNode(garment.itemId, dispatch), src: '' };
      board.garments.set(garment.itemId, kept);
      board.layer.add(kept.node);
    }
    const { node } = kept;
    node.position({ x: garment.x, y: garment.y });
    node.size({ width: garment.width, height: garment.height });
    node.setAttr('crop', garment.crop);
    if (kept.src !== garment.src) {
      const current = kept;
      current.src = garment.src;
      showImage(
        node,
        garment.src,
        () => current.src === garment.src && board.garments.get(garment.itemId) === current,
      );
    }
    node.moveToTop();
  }
  board.transformer.moveToTop();
  const selected = selectedId ? board.garments.get(selectedId)?.node : undefined;
  board.transformer.nodes(selected ? [selected] : []);
  board.layer.batchDraw();
}

/**
 * The thin view of the editor: draws the draft at `size` pixels (the 600 frame scaled), with the silhouette
 * behind the garments and a corner-only Transformer on the selected one. Konva is driven directly (no React
 * renderer of its own): the board is made once, then each draft is applied to it.
 */
export function OutfitStage({
  draft,
  selectedId,
  dispatch,
  size,
  silhouetteSrc,
  stageRef,
}: {
  draft: Draft;
  selectedId: string | null;
  dispatch: Dispatch;
  size: number;
  silhouetteSrc: string;
  stageRef: Ref<Konva.Stage>;
}) {
  const container = useRef<HTMLDivElement>(null);
  const board = useRef<Board | null>(null);
  const latest = useRef({ dispatch, scale: size / CANVAS_SIZE });
  useLayoutEffect(() => {
    latest.current = { dispatch, scale: size / CANVAS_SIZE };
  });

  useEffect(() => {
    const made = createBoard(
      container.current!,
      () => latest.current.dispatch,
      () => latest.current.scale,
    );
    board.current = made;
    setRef(stageRef, made.stage);
    return () => {
      setRef(stageRef, null);
      board.current = null;
      made.stage.destroy();
    };
  }, [stageRef]);

  useEffect(() => {
    const stage = board.current?.stage;
    if (!stage) return;
    stage.size({ width: size, height: size });
    stage.scale({ x: size / CANVAS_SIZE, y: size / CANVAS_SIZE });
  }, [size, stageRef]);

  useEffect(() => {
    const silhouette = board.current?.silhouette;
    if (!silhouette) return;
    let live = true;
    void loadImage(silhouetteSrc).then((image) => {
      if (!live || !image) return;
      silhouette.image(image);
      silhouette.visible(true);
      silhouette.getLayer()?.batchDraw();
    });
    return () => {
      live = false;
    };
  }, [silhouetteSrc, stageRef]);

  useEffect(() => {
    if (board.current)
      drawDraft(board.current, stackingOrder(draft), selectedId, () => latest.current.dispatch);
  }, [draft, selectedId, stageRef]);

  return <div ref={container} />;
}
