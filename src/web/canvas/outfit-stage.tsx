import type Konva from 'konva';
import { useEffect, useRef, useState, type Ref } from 'react';
import { Image as KonvaImage, Layer, Rect, Stage, Transformer } from 'react-konva';
import { CANVAS_SIZE, MIN_SIZE, stackingOrder, type Box, type Draft, type DraftGarment } from './draft';
import type { EditorAction } from './editor-state';
import { loadImage } from './load-image';

/** Corner handles a finger can take on touch screens (about 9 mm), small ones for a mouse. */
const anchorSize = () => (window.matchMedia?.('(pointer: coarse)').matches ? 28 : 12);

/** §4: the exported picture's background. */
export const CANVAS_BACKGROUND = '#e5e7eb';

function useLoadedImage(src: string) {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    let live = true;
    void loadImage(src).then((loaded) => live && setImage(loaded));
    return () => {
      live = false;
    };
  }, [src]);
  return image;
}

function GarmentNode({
  garment,
  selected,
  dispatch,
  nodeRef,
}: {
  garment: DraftGarment;
  selected: boolean;
  dispatch: (action: EditorAction) => void;
  nodeRef: (node: Konva.Image | null) => void;
}) {
  const image = useLoadedImage(garment.src);
  const select = () => dispatch({ type: 'select', itemId: garment.itemId });
  const remove = () => dispatch({ type: 'remove', itemId: garment.itemId });
  const drag = (event: Konva.KonvaEventObject<DragEvent>, done: boolean) =>
    dispatch({ type: 'drag', itemId: garment.itemId, x: event.target.x(), y: event.target.y(), done });
  return (
    <KonvaImage
      ref={selected ? nodeRef : undefined}
      image={image ?? undefined}
      crop={garment.crop}
      x={garment.x}
      y={garment.y}
      width={garment.width}
      height={garment.height}
      draggable
      // Keeps the picture inside the canvas while it is dragged, in stage pixels.
      dragBoundFunc={function (this: Konva.Node, pos) {
        const scale = this.getStage()?.scaleX() ?? 1;
        return {
          x: Math.min(Math.max(pos.x, 0), (CANVAS_SIZE - garment.width) * scale),
          y: Math.min(Math.max(pos.y, 0), (CANVAS_SIZE - garment.height) * scale),
        };
      }}
      onMouseDown={select}
      onTouchStart={select}
      onDragMove={(event) => drag(event, false)}
      onDragEnd={(event) => drag(event, true)}
      onDblClick={remove}
      onDblTap={remove}
      onTransform={(event) =>
        dispatch({ type: 'resize', itemId: garment.itemId, box: boxOf(event.target), done: false })
      }
      onTransformEnd={(event) =>
        dispatch({ type: 'resize', itemId: garment.itemId, box: boxOf(event.target), done: true })
      }
    />
  );
}

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

/**
 * The thin view of the editor: draws the draft at `size` pixels (the 600 frame scaled), with the silhouette
 * behind the garments and a corner-only Transformer on the selected one.
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
  dispatch: (action: EditorAction) => void;
  size: number;
  silhouetteSrc: string;
  stageRef: Ref<Konva.Stage>;
}) {
  const silhouette = useLoadedImage(silhouetteSrc);
  const transformer = useRef<Konva.Transformer>(null);
  const [selectedNode, setSelectedNode] = useState<Konva.Image | null>(null);
  const [handleSize] = useState(anchorSize);
  const scale = size / CANVAS_SIZE;

  useEffect(() => {
    transformer.current?.nodes(selectedNode && selectedId ? [selectedNode] : []);
    transformer.current?.getLayer()?.batchDraw();
  }, [selectedNode, selectedId, draft]);

  const deselectOnBackground = (event: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
    if (event.target === event.target.getStage() || event.target.name() === 'background') {
      dispatch({ type: 'deselect' });
    }
  };

  return (
    <Stage
      ref={stageRef}
      width={size}
      height={size}
      scaleX={scale}
      scaleY={scale}
      onMouseDown={deselectOnBackground}
      onTouchStart={deselectOnBackground}
    >
      <Layer>
        <Rect name="background" width={CANVAS_SIZE} height={CANVAS_SIZE} fill={CANVAS_BACKGROUND} />
        {silhouette && (
          <KonvaImage
            name="background"
            image={silhouette}
            width={CANVAS_SIZE}
            height={CANVAS_SIZE}
            listening
          />
        )}
        {stackingOrder(draft).map((garment) => (
          <GarmentNode
            key={garment.itemId}
            garment={garment}
            selected={garment.itemId === selectedId}
            dispatch={dispatch}
            nodeRef={setSelectedNode}
          />
        ))}
        <Transformer
          ref={transformer}
          rotateEnabled={false}
          keepRatio
          flipEnabled={false}
          enabledAnchors={['top-left', 'top-right', 'bottom-left', 'bottom-right']}
          anchorSize={handleSize}
          anchorCornerRadius={2}
          borderStroke="#7c3aed"
          anchorStroke="#7c3aed"
          boundBoxFunc={(oldBox, newBox) => {
            const min = MIN_SIZE * scale;
            const max = CANVAS_SIZE * scale;
            const tooSmall = newBox.width < min || newBox.height < min;
            const outside =
              newBox.x < -0.5 ||
              newBox.y < -0.5 ||
              newBox.x + newBox.width > max + 0.5 ||
              newBox.y + newBox.height > max + 0.5;
            return tooSmall || outside ? oldBox : newBox;
          }}
        />
      </Layer>
    </Stage>
  );
}
