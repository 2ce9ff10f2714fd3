import { Combobox, Text, TextInput, useCombobox } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import classes from "./HeaderSearch.module.css";
import { SearchResultLabel } from "./SearchResultLabel";
import { useSearchResults } from "./search-results";

/** The dashboard header's search box: results as you type, arrows to move, Enter to open. */
export function HeaderSearch({ organizationId }: { organizationId: string | undefined }) {
  const [text, setText] = useState("");
  const navigate = useNavigate();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const { results, settled } = useSearchResults(organizationId, text);
  const typed = text.trim() !== "";

  const firstId = results[0]?.id;
  useEffect(() => {
    if (firstId) combobox.selectFirstOption();
  }, [firstId, combobox]);

  function handleSubmit(id: string) {
    const result = results.find((item) => item.id === id);
    if (!result) return;
    combobox.closeDropdown();
    setText("");
    navigate(result.to);
  }

  return (
    <Combobox store={combobox} onOptionSubmit={handleSubmit} width={440} position="bottom-start">
      <Combobox.Target>
        <TextInput
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          placeholder="Search files and folders"
          aria-label="Search files and folders"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            <Text fz="xs" c="dimmed" className={classes.shortcut} aria-hidden>
              Ctrl K
            </Text>
          }
          rightSectionWidth={56}
          className={classes.box}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!typed}>
        <Combobox.Options aria-label="Search results">
          {results.map((result) => (
            <Combobox.Option key={result.id} value={result.id}>
              <SearchResultLabel result={result} />
            </Combobox.Option>
          ))}
          {settled && results.length === 0 && <Combobox.Empty>Nothing found</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
