// One real screen from each remote, end to end through shell -> remote -> api -> database:
// admin cities (SPEC 2.8: create -> list -> edit -> delete), participant catalogue (SPEC 2.12),
// review redeem list (SPEC 2.10).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, loginAs, usePortal } from '../harness';

const e2e = usePortal();

async function asUser(id: string): Promise<Page> {
  const context = await e2e.browser.newContext();
  const page = await context.newPage();
  await loginAs(page, e2e.portal.url, id);
  return page;
}

describe('admin remote: cities', () => {
  it('creates, lists, edits and deletes a city', async () => {
    const page = await asUser(DEMO.admin);
    await page.goto(`${e2e.portal.url}/admin/create-city`);
    await page.getByRole('heading', { name: 'Crear Ciudad', exact: true }).first().waitFor();

    // SPEC 5: a name of 4 characters is refused on create, nothing is sent.
    await page.getByLabel('Nombre').fill('Yopa');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Mínimo 5 caracteres').waitFor();

    await page.getByLabel('Nombre').fill('Villavicencio');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Ciudad Creada con Éxito').waitFor();
    await page.waitForURL('**/admin/list-cities', { timeout: 10_000 });

    await page.getByRole('heading', { name: 'Lista de Ciudades', exact: true }).first().waitFor();
    await page.getByPlaceholder(/buscar/i).fill('Villavicencio');
    const row = page.getByRole('row', { name: /Villavicencio/ });
    await row.waitFor();
    await row.getByRole('button', { name: /editar/i }).click();
    await page.waitForURL(/\/admin\/edit-city\/\d+$/);
    await page.getByRole('heading', { name: 'Editar Ciudad', exact: true }).first().waitFor();
    const name = page.getByLabel('Nombre');
    await assert.doesNotReject(async () => assert.equal(await name.inputValue(), 'Villavicencio'));
    await name.fill('Villavo');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Ciudad Villavo editada con éxito').waitFor();
    await page.waitForURL('**/admin/list-cities', { timeout: 10_000 });

    await page.getByPlaceholder(/buscar/i).fill('Villavo');
    const edited = page.getByRole('row', { name: /Villavo/ });
    await edited.getByRole('button', { name: /eliminar|borrar/i }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Después de eliminada no podrá recuperar la Información').waitFor();
    await confirm.getByRole('button', { name: 'Sí, borrar!' }).click();
    await page.getByRole('dialog').getByText(/Eliminad[ao]!/).waitFor();
    await page.getByRole('dialog').getByRole('button').first().click();
    assert.equal(await page.getByRole('row', { name: /Villavo/ }).count(), 0);

    // The database agrees: the city is gone after a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'Lista de Ciudades', exact: true }).first().waitFor();
    await page.getByRole('cell', { name: 'Bogotá' }).first().waitFor();
    assert.equal(await page.getByRole('cell', { name: 'Villavo' }).count(), 0);
    await page.context().close();
  });

  it('refuses the admin screens to a participant', async () => {
    const page = await asUser(DEMO.participantA);
    await page.goto(`${e2e.portal.url}/admin/list-cities`);
    await page.getByText('No tiene permisos para ver esta página.').waitFor();
    await page.context().close();
  });
});

describe('participant remote: catalogue', () => {
  it('shows 16 products a page and filters by name after more than 3 characters', async () => {
    const page = await asUser(DEMO.participantA);
    await page.goto(`${e2e.portal.url}/admin/products`);
    await page.getByRole('heading', { name: 'Catálogo de Productos', exact: true }).first().waitFor();
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    assert.equal(await cards.count(), 16);
    const firstName = (await cards.first().getByRole('heading').textContent())!.trim();
    await page.getByRole('searchbox').fill(firstName.slice(0, 3));
    assert.equal(await cards.count(), 16, 'three characters do not filter yet');
    await page.getByRole('searchbox').fill(firstName);
    await page.waitForFunction((n) => document.querySelectorAll('article').length < n, 16);
    assert.ok((await cards.count()) >= 1);
    await page.getByRole('heading', { name: firstName }).first().waitFor();
    await page.context().close();
  });
});

describe('review remote: redeem list', () => {
  it('lists the redemption requests with the SPEC 2.10 columns', async () => {
    const page = await asUser(DEMO.approver);
    await page.goto(`${e2e.portal.url}/admin/redeem-list`);
    await page.getByRole('heading', { name: 'Lista de Redenciones', exact: true }).first().waitFor();
    for (const header of ['ID', 'Ciudad', 'Punto de venta', 'Producto', 'Puntos', 'Usuario', '# Cédula', 'Fecha Creación', 'Estado', 'Acciones']) {
      await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    await page.getByRole('link', { name: 'Ver Solicitud' }).first().waitFor();
    await page.context().close();
  });
});
