-- Run after docs/editors.md's Neovim set-up, as init.lua, opened a .nav file: writes its
-- file type, the server's first diagnostic and whether moving the cursor raised an error,
-- one line each, to NAVVIZ_RESULT. Run by NeovimSetUpTests (EndToEndTests).
local results = { "filetype " .. vim.bo.filetype }
local function finish(status)
  vim.fn.writefile(results, os.getenv("NAVVIZ_RESULT"))
  vim.cmd(status == 0 and "qall!" or "cquit! " .. status)
end
if not vim.wait(30000, function() return #vim.diagnostic.get(0) > 0 end, 20) then
  table.insert(results, "FAIL no diagnostics in 30 s")
  return finish(3)
end
local diagnostic = vim.diagnostic.get(0)[1]
table.insert(results, string.format("diagnostic %d:%d %s", diagnostic.lnum + 1, diagnostic.col + 1, (diagnostic.message:gsub("\n.*", ""))))
vim.api.nvim_win_set_cursor(0, { 3, 0 })
local moved, err = pcall(vim.cmd, "doautocmd CursorMoved")
table.insert(results, moved and "cursor moved" or ("FAIL CursorMoved: " .. tostring(err)))
finish(moved and 0 or 3)
