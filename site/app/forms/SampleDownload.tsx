import { SampleDownloadForm } from '@cg/ui';
import { honeypotField, sampleProducts } from '@cg/data/forms';
import { sampleCollectionNotice } from '@cg/content/consent';
import { leadFormTexts } from '@cg/content/leadForms';
import { sampleDownload, testSections } from '@cg/content/tests';
import { sampleDownloadUrl } from '../lib/backend';
import { downloadSample, showIncomplete } from './useSampleDownload';

const productLabels = Object.fromEntries(testSections.map((section) => [section.id, section.title]));

/** The sample report form of /tests, wired to the sample-download function. */
export function SampleDownload() {
  return (
    <SampleDownloadForm
      id="sample-download-form"
      action={sampleDownloadUrl}
      products={sampleProducts.map((value) => ({ value, label: productLabels[value] ?? value }))}
      defaultProduct={sampleDownload.defaultProduct}
      labels={sampleDownload.labels}
      honeypot={{ name: honeypotField, label: leadFormTexts.honeypotLabel }}
      onDownload={downloadSample}
      onIncomplete={showIncomplete}
      privacy={sampleCollectionNotice}
    />
  );
}
