import { CATEGORY_TAB_LABELS } from '~/domain/clothing';
import type { Diagnosis } from '~/domain/diagnosis';
import { DIAGNOSIS_TEXTS, METAL_LABELS } from '~/domain/diagnosis-texts';
import { CONTRAST_LABELS } from '~/domain/draping-texts';
import {
  INCOMPLETE_MORPHOLOGY_EXPLANATION,
  INCOMPLETE_MORPHOLOGY_LABEL,
  MORPHOLOGY_EXPLANATIONS,
  MORPHOLOGY_LABELS,
} from '~/domain/morphology';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { MorphologyFigure } from './morphology-figure';
import { PocketPaletteLinks } from './pocket-palette-links';
import { SwatchList } from './swatch-list';
import { WardrobePaletteChart } from './wardrobe-palette-chart';

const SOURCE_LABELS = {
  computed: DIAGNOSIS_TEXTS.computed,
  confirmed: DIAGNOSIS_TEXTS.confirmed,
  corrected: DIAGNOSIS_TEXTS.corrected,
} as const;

/**
 * The diagnosis as the client reads it on 'Mon diagnostic', and as her consultant sees it on the file: the
 * morphology on her silhouette, the palette, the colours to avoid, the advice and her wardrobe against the palette.
 */
export function DiagnosisView({
  diagnosis,
  viewer,
  clientId,
}: {
  diagnosis: Diagnosis;
  viewer: 'client' | 'consultant';
  /** Whose diagnosis: her pocket palette downloads under her id. */
  clientId: string;
}) {
  const { morphology, palette } = diagnosis;
  const own = viewer === 'client';
  const avoid = diagnosis.input.avoidColors;
  return (
    <div className="grid gap-6 lg:grid-cols-2 print:block print:space-y-4">
      <Card className="print:break-inside-avoid print:shadow-none">
        <CardHeader>
          <CardTitle>{DIAGNOSIS_TEXTS.morphologyTitle}</CardTitle>
          {morphology.source && <CardDescription>{SOURCE_LABELS[morphology.source]}</CardDescription>}
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_1fr] lg:grid-cols-1 xl:grid-cols-[minmax(0,14rem)_1fr] print:grid-cols-[12rem_1fr]">
          <MorphologyFigure measurements={diagnosis.measurements} />
          <div className="space-y-3">
            <p className="text-xl font-semibold text-gray-900">
              {morphology.effective ? MORPHOLOGY_LABELS[morphology.effective] : INCOMPLETE_MORPHOLOGY_LABEL}
            </p>
            <p className="text-sm text-gray-700">
              {morphology.effective
                ? MORPHOLOGY_EXPLANATIONS[morphology.effective]
                : INCOMPLETE_MORPHOLOGY_EXPLANATION}
            </p>
            {diagnosis.input.morphologyNote && (
              <blockquote className="border-l-2 border-brand-300 pl-3 text-sm whitespace-pre-line text-gray-700">
                {diagnosis.input.morphologyNote}
              </blockquote>
            )}
          </div>
        </CardContent>
      </Card>

      <Card className="print:break-inside-avoid print:shadow-none">
        <CardHeader>
          <CardTitle>{own ? DIAGNOSIS_TEXTS.paletteTitle : 'Palette'}</CardTitle>
          {palette && (
            <CardDescription>
              <span className="font-medium text-gray-900">{palette.label}</span> · {palette.description}
            </CardDescription>
          )}
        </CardHeader>
        <CardContent className="space-y-5">
          {diagnosis.swatches.length > 0 ? (
            <SwatchList
              swatches={diagnosis.swatches}
              label={own ? DIAGNOSIS_TEXTS.paletteTitle : 'Palette'}
            />
          ) : (
            <p className="text-sm text-gray-500">
              {own ? DIAGNOSIS_TEXTS.noPalette : DIAGNOSIS_TEXTS.noPaletteConsultant}
            </p>
          )}
          {avoid.length > 0 && (
            <div className="space-y-2">
              <h3 className="text-sm font-semibold text-gray-900">{DIAGNOSIS_TEXTS.avoidTitle}</h3>
              <SwatchList swatches={avoid} label={DIAGNOSIS_TEXTS.avoidTitle} />
            </div>
          )}
          {diagnosis.swatches.length > 0 && clientId && <PocketPaletteLinks clientId={clientId} />}
        </CardContent>
      </Card>

      <ColourHandover diagnosis={diagnosis} own={own} />

      {diagnosis.advice.length > 0 && (
        <Card className="print:break-inside-avoid print:shadow-none">
          <CardHeader>
            <CardTitle>{DIAGNOSIS_TEXTS.adviceTitle}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="space-y-3">
              {diagnosis.advice.map(({ category, text }) => (
                <div key={category}>
                  <dt className="text-sm font-semibold text-gray-900">{CATEGORY_TAB_LABELS[category]}</dt>
                  <dd className="text-sm text-gray-700">{text}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      )}

      {palette && (
        <Card className="print:break-inside-avoid print:shadow-none">
          <CardHeader>
            <CardTitle>{own ? DIAGNOSIS_TEXTS.wardrobeTitle : 'Sa garde-robe et sa palette'}</CardTitle>
          </CardHeader>
          <CardContent>
            <WardrobePaletteChart counts={diagnosis.wardrobe} viewer={viewer} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}

/**
 * What a complete colour analysis hands over besides the palette: her signature colours, metals, contrast, and
 * the make-up and hair colour advice. Shown once the consultant wrote any of it.
 */
function ColourHandover({ diagnosis, own }: { diagnosis: Diagnosis; own: boolean }) {
  const { signatureColors = [], metals, contrast, makeupAdvice, hairAdvice } = diagnosis.input;
  if (signatureColors.length === 0 && !metals && !contrast && !makeupAdvice && !hairAdvice) return null;
  const signatureTitle = own ? DIAGNOSIS_TEXTS.signatureTitle : DIAGNOSIS_TEXTS.signatureTitleConsultant;
  return (
    <Card className="print:break-inside-avoid print:shadow-none">
      <CardHeader>
        <CardTitle>{DIAGNOSIS_TEXTS.colourHandoverTitle}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        {signatureColors.length > 0 && (
          <div className="space-y-2">
            <h3 className="text-sm font-semibold text-gray-900">{signatureTitle}</h3>
            <SwatchList swatches={signatureColors} label={signatureTitle} />
          </div>
        )}
        <dl className="space-y-3">
          {metals && (
            <div>
              <dt className="text-sm font-semibold text-gray-900">{DIAGNOSIS_TEXTS.metalsTitle}</dt>
              <dd className="text-sm text-gray-700">{METAL_LABELS[metals]}</dd>
            </div>
          )}
          {contrast && (
            <div>
              <dt className="text-sm font-semibold text-gray-900">{DIAGNOSIS_TEXTS.contrastTitle}</dt>
              <dd className="text-sm text-gray-700">{CONTRAST_LABELS[contrast]}</dd>
            </div>
          )}
          {makeupAdvice && (
            <div>
              <dt className="text-sm font-semibold text-gray-900">{DIAGNOSIS_TEXTS.makeupTitle}</dt>
              <dd className="text-sm whitespace-pre-line text-gray-700">{makeupAdvice}</dd>
            </div>
          )}
          {hairAdvice && (
            <div>
              <dt className="text-sm font-semibold text-gray-900">{DIAGNOSIS_TEXTS.hairTitle}</dt>
              <dd className="text-sm whitespace-pre-line text-gray-700">{hairAdvice}</dd>
            </div>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
