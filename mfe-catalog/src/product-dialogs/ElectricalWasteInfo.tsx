import { Trans } from "@lingui/react/macro";
import type { ElectricalInfo } from "../product-detail/product-info.ts";

/**
 * The electrical-waste-law information (ElektroG / WEEE) of an electrical good: where old devices
 * go, the free take-back, and the producer's registration number from the product data.
 */
export function ElectricalWasteInfo({ info }: { readonly info: ElectricalInfo }) {
  const registration = info.weeeRegistration;
  return (
    <>
      <p>
        <Trans id="product.electrical.bin">
          Electrical and electronic devices do not belong in household waste. The crossed-out
          wheeled bin on the device means that old devices must be disposed of separately from
          unsorted household waste.
        </Trans>
      </p>
      <p>
        <Trans id="product.electrical.takeBack">
          You can hand in old devices free of charge at municipal collection points. When you buy a
          new device from us, we take back an old device of the same kind free of charge.
        </Trans>
      </p>
      <p>
        <Trans id="product.electrical.prepare">
          Before handing it in, please remove batteries and lamps that can be taken out without
          destroying the device, and delete any personal data on it.
        </Trans>
      </p>
      <p>
        <Trans id="product.electrical.registration">WEEE registration number: {registration}</Trans>
      </p>
    </>
  );
}
